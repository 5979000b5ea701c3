import type { HtmlTag } from '@rsbuild/core';
import type { CompanyProviderKind } from '../../src/config/company-sign-in';

/**
 * The company providers' marks, drawn once in every page the build writes, as SVG symbols the
 * buttons show with `<use href="#company-mark-microsoft">` (company-mark.tsx). Inline SVG
 * asks the network nothing and needs nothing of the policy (presentation attributes, no
 * `style`); in the page rather than in the first script, it costs the sign-in's JavaScript
 * nothing, and a page reached without a reload (after a sign-out) has it too. Only the kinds
 * the deployment offers.
 *
 * Not the providers' artwork: a four-square, and a "G" of four arcs about (12, 12), open at
 * the upper right.
 */
const symbols: Readonly<Record<CompanyProviderKind, string>> = {
  microsoft:
    '<symbol id="company-mark-microsoft" viewBox="0 0 20 20">' +
    '<path fill="#f25022" d="M1 1h8.5v8.5H1z"/><path fill="#7fba00" d="M10.5 1H19v8.5h-8.5z"/>' +
    '<path fill="#00a4ef" d="M1 10.5h8.5V19H1z"/><path fill="#ffb900" d="M10.5 10.5H19V19h-8.5z"/>' +
    '</symbol>',
  google:
    '<symbol id="company-mark-google" viewBox="0 0 24 24" fill="none" stroke-width="3.5">' +
    '<path stroke="#4285f4" d="M12 12h8a8 8 0 0 1-2.34 5.66"/>' +
    '<path stroke="#34a853" d="M17.66 17.66a8 8 0 0 1-11.32 0"/>' +
    '<path stroke="#fbbc05" d="M6.34 17.66a8 8 0 0 1 0-11.32"/>' +
    '<path stroke="#ea4335" d="M6.34 6.34a8 8 0 0 1 11.32 0"/>' +
    '</symbol>',
};

/**
 * The page's tag for `kinds`' symbols: one unseen SVG in the body, taking no room (forms.css);
 * none when the deployment offers no provider.
 */
export function companyMarks(kinds: readonly CompanyProviderKind[]): HtmlTag[] {
  const offered = [...new Set(kinds)];
  if (offered.length === 0) return [];
  return [
    {
      tag: 'svg',
      attrs: { class: 'company-marks', 'aria-hidden': 'true' },
      children: offered.map((kind) => symbols[kind]).join(''),
      head: false,
    },
  ];
}
