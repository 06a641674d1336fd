/** The face of the users module (the admin's 'Usuários'): its routes for the composition root. */
export { userRoutes } from './users.routes.js';
