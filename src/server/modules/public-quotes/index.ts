/** The face of the public-quotes module: a budget's public link, its page and the customer's answers. */
export { publicQuoteRoutes } from './public-quotes.routes.js';
