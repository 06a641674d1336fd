/** The face of the products module: the back office's product routes and the import (CLI, bench). */
export { readImportFile } from './import-file.js';
export { batchesOf, planImport, writeBatch } from './product-import.js';
export { productRoutes } from './products.routes.js';
