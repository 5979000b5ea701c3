/** Whether a path shows a page for signed-out visitors: the shared rule's (validation/). */
export { showsAuthPage } from '../../validation/return-target';
