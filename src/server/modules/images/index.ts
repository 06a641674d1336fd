/** The face of the images module: routes, the storage interface and its local implementation. */
export { imageRoutes } from './images.routes.js';
export { LocalFileStorage, type FileStorage } from './storage.js';
