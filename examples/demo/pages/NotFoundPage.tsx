// Any path the route table does not know.
import { Link } from '../router';
import { PageHeader } from '../ui';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found">This demo has no page at {location.pathname}.</PageHeader>
      <Link to="/" className="button primary">
        Back to the picker
      </Link>
    </>
  );
}
