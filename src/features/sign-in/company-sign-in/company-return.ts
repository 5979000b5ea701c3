/**
 * What a company sign-in's return to the sign-in page takes (company-return-slot.tsx): saying
 * how it came back, and linking the company account once the broker has signed in. One chunk,
 * loaded only when the address says a company sign-in came back.
 */
export { CompanyReturnNotice } from './company-return-notice';
export { linkThenLeave } from './link-after-sign-in';
