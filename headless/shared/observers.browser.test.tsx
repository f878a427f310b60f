import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { nextFrame } from '../../test/browser/settle';
import { useElementWidth } from './useElementWidth';
import { useIntersection } from './useIntersection';

function Width({ initial }: { initial: number }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(el, initial);
  return (
    <div ref={setEl} data-testid="box" style={{ width: 'var(--w)' }}>
      {width}
    </div>
  );
}

it('useElementWidth starts from the initial width, then follows the element', async () => {
  document.body.style.setProperty('--w', '321px');
  const { getByTestId } = render(<Width initial={100} />);
  await act(nextFrame);
  expect(getByTestId('box').textContent).toBe('321');
  document.body.style.setProperty('--w', '222px');
  await act(nextFrame);
  expect(getByTestId('box').textContent).toBe('222');
});

function Watched({ onSeen }: { onSeen: (visible: boolean) => void }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  useIntersection(el, (entry) => onSeen(entry.isIntersecting), { rootMargin: '0px' });
  return (
    <div style={{ height: 3000 }}>
      <div ref={setEl} style={{ position: 'absolute', top: 2500, height: 10 }} />
    </div>
  );
}

it('useIntersection reports when the element scrolls into view', async () => {
  const seen: boolean[] = [];
  render(<Watched onSeen={(v) => seen.push(v)} />);
  await act(nextFrame);
  expect(seen.at(-1)).toBe(false);
  window.scrollTo(0, 2400);
  await act(nextFrame);
  await act(nextFrame);
  expect(seen.at(-1)).toBe(true);
});
