// @ts-check
/** Where a deployment keeps its settings, next to `index.html`. */
export const deployConfigFile = 'config.json';
