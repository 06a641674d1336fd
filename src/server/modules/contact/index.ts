/** The face of the contact module: the store's contact form. */
export { contactRoutes } from './contact.routes.js';
