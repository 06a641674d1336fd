/**
 * The face of the images module: routes, the storage interface and its local and S3 implementations, and
 * storing an image the server made (the demo data's pictures).
 */
export { imageRoutes } from './images.routes.js';
export { companyLogoPng } from './company-logo.js';
export { configuredStorage } from './s3-storage.js';
export { dataDirStorage, LocalFileStorage, type FileStorage } from './storage.js';
export { logoOf, prepareImage, storeImage, type ImageDeps, type PreparedImage } from './images.service.js';
