// gifkit API explorer: starts the mock API (msw service worker), reads the OpenAPI specs and
// renders the operation list and the chosen operation. The route is `#/<family>/<operationId>`.
import './styles.css';
import { API_KEY, isLive, setLivePublic } from './config';
import { h, replace } from './dom';
import type { MockControl } from './mock';
import { operationPanel } from './panel';
import { opKey, sidebar } from './sidebar';
import { type FamilySpec, loadSpecs, type Operation } from './specs';

function banner(mock: MockControl | undefined, problem: string | undefined, onLiveChange: () => void): HTMLElement {
  const mode = h('p', { className: 'mode' });
  const describe = () => {
    mode.textContent = isLive('public')
      ? 'Live: public calls go to api.giphy.com with your key; the other families are answered by the mock API.'
      : "Offline: every call is answered by gifkit's mock API, in this browser.";
  };
  describe();
  const controls = h('div', { className: 'controls' });
  if (API_KEY) {
    const box = h('input', { id: 'live-public', type: 'checkbox', checked: isLive('public') });
    box.addEventListener('change', () => {
      setLivePublic(box.checked);
      describe();
      onLiveChange();
    });
    controls.append(
      h('div', { className: 'field-check' }, box, h('label', { for: 'live-public' }, 'Public calls go to GIPHY')),
    );
  }
  if (mock) {
    const reset = h('button', { type: 'button', className: 'small' }, 'Reset mock data');
    reset.addEventListener('click', () => {
      mock.reset();
      announce('Mock data reset: created channels, stories and schedules are gone.');
    });
    controls.append(reset);
  }
  return h(
    'header',
    { className: 'top' },
    h('div', {}, h('h1', {}, 'gifkit API explorer'), mode),
    controls,
    problem ? h('p', { className: 'error', role: 'alert' }, problem) : null,
  );
}

const toast = h('p', { className: 'toast', role: 'status', 'aria-live': 'polite' });
let toastTimer: ReturnType<typeof setTimeout> | undefined;
function announce(message: string): void {
  toast.textContent = message;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    toast.textContent = '';
  }, 4000);
}

function findOperation(specs: FamilySpec[], hash: string): Operation | undefined {
  const [family, id] = decodeURIComponent(hash.replace(/^#\//, '')).split(/\/(.*)/s);
  const all = specs.flatMap((s) => s.operations);
  return all.find((op) => op.family === family && op.id === id) ?? all[0];
}

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const specs = loadSpecs();
  let mock: MockControl | undefined;
  let problem: string | undefined;
  try {
    const { startMock } = await import('./mock');
    mock = await startMock(specs);
  } catch (error) {
    problem = `The mock API could not start, so mocked calls will fail: ${(error as Error).message}`;
  }

  const main = h('main', { id: 'main', tabindex: -1 });
  let current: Operation | undefined;
  const show = () => {
    current = findOperation(specs, location.hash);
    const spec = specs.find((s) => s.family === current?.family);
    if (!current || !spec) {
      replace(main, h('h2', {}, 'No operations'), h('p', {}, 'The specs in openapi/ have no operations yet.'));
      return;
    }
    nav.select(opKey(current));
    replace(main, operationPanel(current, spec, announce));
    document.title = `${current.summary || current.id} · gifkit API explorer`;
  };
  const nav = sidebar(specs, (op) => {
    const target = `#/${opKey(op)}`;
    if (location.hash === target) show();
    else location.hash = target;
  });
  const skip = h('a', { className: 'skip', href: '#main' }, 'Skip to the operation');
  skip.addEventListener('click', (e) => {
    e.preventDefault();
    main.focus();
  });
  const onLiveChange = () => {
    nav.refresh();
    if (current) nav.select(opKey(current));
    show();
  };
  replace(root, skip, banner(mock, problem, onLiveChange), h('div', { className: 'layout' }, nav.element, main), toast);
  window.addEventListener('hashchange', () => {
    if (location.hash.startsWith('#/')) show();
  });
  document.addEventListener('keydown', (e) => {
    const typing = e.target instanceof HTMLElement && e.target.closest('input, textarea, select');
    if (e.key === '/' && !typing) {
      e.preventDefault();
      nav.element.querySelector('input')?.focus();
    }
  });
  show();
}

start();
