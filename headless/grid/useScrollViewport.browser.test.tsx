import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useScrollViewport } from './useScrollViewport';

function Measured() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const band = useScrollViewport(element);
  return (
    <div ref={setElement} data-testid="box" style={{ width: 'var(--w)', height: 50, display: 'var(--display, block)' }}>
      {band.width}
    </div>
  );
}

/**
 * Resolves at a new ResizeObserver's first report on `element`: older observers (the hook's)
 * hear of a changed size in the same delivery, before it.
 */
const sizeReported = (element: Element) =>
  new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });

afterEach(() => {
  document.body.style.removeProperty('--w');
  document.body.style.removeProperty('--display');
});

it('useScrollViewport measures the element width with the band, and a hidden element keeps the last one', async () => {
  document.body.style.setProperty('--w', '321px');
  render(<Measured />);
  const box = screen.getByTestId('box');
  await expect.poll(() => box.textContent).toBe('321');
  document.body.style.setProperty('--w', '222px');
  await expect.poll(() => box.textContent).toBe('222');
  document.body.style.setProperty('--display', 'none');
  await act(() => sizeReported(box));
  expect(box.getBoundingClientRect().width).toBe(0);
  expect(box.textContent).toBe('222');
});
