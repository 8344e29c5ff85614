// The classrooms module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { classroomRoutes as routes } from './routes';
