/** The face of the products module: the back office's product routes and the import (CLI, bench). */
export { importFile, type ImportRun } from './product-import.js';
export { productRoutes } from './products.routes.js';
