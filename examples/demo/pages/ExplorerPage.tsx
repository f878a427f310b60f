// The API explorer: every operation of the five OpenAPI specs, read at runtime, with a form
// that sends the exact request (answered by the mock in the browser, or by GIPHY for live
// public calls) and shows it as curl. `/explorer?op=<family>/<operationId>` opens one.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '../router';
import { PageHeader } from '../ui';
import { OperationPanel } from './explorer/OperationPanel';
import { opKey, Sidebar } from './explorer/Sidebar';
import { loadSpecs } from './explorer/specs';

export default function ExplorerPage() {
  const specs = useMemo(() => loadSpecs(), []);
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get('op') ?? '';
  const all = specs.flatMap((s) => s.operations);
  const op = all.find((o) => opKey(o) === wanted) ?? all[0];
  const spec = specs.find((s) => s.family === op?.family);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = (text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), 4000);
  };
  return (
    <>
      <PageHeader title="API explorer">
        Every call of GIPHY's five APIs, from gifkit's OpenAPI contracts. Fill in a form and send it: the mock answers
        in this browser.
      </PageHeader>
      <div className="explorer">
        <Sidebar specs={specs} current={op} />
        <div className="explorer-main">
          {op && spec ? (
            <OperationPanel key={opKey(op)} op={op} spec={spec} announce={announce} />
          ) : (
            <p>The specs in openapi/ have no operations yet.</p>
          )}
        </div>
      </div>
      <p className="toast" role="status">
        {message}
      </p>
    </>
  );
}
