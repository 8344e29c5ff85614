// The corporate-program module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts —
// the manager's and the employee's (`routes`) and the admin's (`staffRoutes`) — and the learning hook the course
// player and the assessments call when a program item's content moves (decision 0046).
export { corporateProgramRoutes as routes } from './all-routes';
export { programAdminRoutes as staffRoutes } from './admin-routes';
export { recordProgramActivity } from './learning';
