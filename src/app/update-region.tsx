import { lazy, Suspense, useRef } from 'react';
import { useUpdateOffer } from '../sw/update-offer';

// Most visits never see a new version: the prompt's code stays out of the first download.
// Without it (the chunk could not load), there is no offer, and the next visit switches anyway.
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then(
    (module) => ({ default: module.UpdatePrompt }),
    () => ({ default: () => null }),
  ),
);

/**
 * Where the new-version prompt appears: a live region in the page from the start, as one added
 * together with its text is often not read out.
 */
export function UpdateRegion() {
  const apply = useUpdateOffer();
  const region = useRef<HTMLDivElement>(null);
  return (
    <div className="update-prompt" role="status" ref={region}>
      {apply ? (
        <Suspense fallback={null}>
          <UpdatePrompt apply={apply} region={region} />
        </Suspense>
      ) : null}
    </div>
  );
}
