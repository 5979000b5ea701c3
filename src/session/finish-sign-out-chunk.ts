/**
 * The chunk that sends a queued logout (finish-sign-out.ts), fetched only when one is queued:
 * most arrivals have none, and the sign-in page's first script need not carry it.
 */
export const loadFinishSignOutChunk = () =>
  import(/* webpackChunkName: "finish-sign-out" */ './finish-sign-out');
