/**
 * The search page of every car (no filter). A leaf module: settings schemas use it for defaults, and site-paths
 * (which reads the settings' type) re-exports it, so neither imports the other.
 */
export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars/';
