import type { CompanyProviderKind } from '../../../config/company-sign-in';

/**
 * A provider's mark beside its name on its button: inline SVG, drawn once in the page by the
 * build (scripts/build/company-marks.ts) and shown here by reference. Hidden from screen
 * readers: the button's words name the provider.
 */
export function CompanyMark({ kind }: { readonly kind: CompanyProviderKind }) {
  return (
    <svg className="company-mark" aria-hidden="true" focusable="false">
      <use href={`#company-mark-${kind}`} />
    </svg>
  );
}
