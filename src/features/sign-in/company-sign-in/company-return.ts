/**
 * What a company sign-in's return to the sign-in page takes: saying how it came back
 * (company-sign-in-part.tsx), and linking the company account once the broker has signed in
 * (use-sign-in-exit.ts). One chunk, loaded only when the address says one came back.
 */
export { CompanyReturnNotice } from './company-return-notice';
export { linkThenLeave } from './link-after-sign-in';
