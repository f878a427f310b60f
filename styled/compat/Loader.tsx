/** GIPHY's `Loader`: the five bouncing dots (gifkit's spinner), e.g. under a list you render yourself. */
import { Spinner } from '../shared/icons';

/** @giphy/react-components' loader: the spinner shown while a page loads. */
export function Loader({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <Spinner />
    </div>
  );
}
