// Search + grid: gifkit/headless SearchProvider with gifkit/styled's SearchBox and Grid. Typing updates the grid
// in place (no remount), scrolling loads more; the mock's magic terms and the "fail the next
// request" switch show the error, empty and retry states.
import { SearchProvider, useSearchContext } from 'gifkit/headless';
import { useState } from 'react';
import { failNextRequest } from '../clients';
import { ResultsGrid } from '../components/ResultsGrid';
import { SearchField } from '../components/SearchField';
import { LIVE } from '../env';
import { navigate } from '../router';
import { PageHeader } from '../ui';

const TRY = ['cats', 'dance', 'thank you', 'no results', 'error 500'];

function Suggestions() {
  const search = useSearchContext();
  const [armed, setArmed] = useState(false);
  return (
    <div className="row try-row">
      <span className="muted small">Try</span>
      {TRY.filter((t) => !LIVE || !/error|no results/.test(t)).map((term) => (
        <button key={term} type="button" className="chip" onClick={() => search.setSearch(term)}>
          {term}
        </button>
      ))}
      {!LIVE && (
        <button
          type="button"
          className="chip"
          aria-pressed={armed}
          onClick={() => {
            failNextRequest(503);
            setArmed(true);
            setTimeout(() => setArmed(false), 1500);
          }}
        >
          Fail the next search
        </button>
      )}
    </div>
  );
}

export default function SearchPage() {
  return (
    <>
      <PageHeader title="Search and grid">
        A search box with suggestions over a virtualized masonry grid. Type, press ↓ for suggestions, Tab into the grid
        and move with the arrow keys; scroll for more.
      </PageHeader>
      <SearchProvider>
        <div className="stack search-page">
          <SearchField />
          <Suggestions />
          <ResultsGrid label="Search results" onSelect={(gif) => navigate(`/tile?id=${encodeURIComponent(gif.id)}`)} />
        </div>
      </SearchProvider>
    </>
  );
}
