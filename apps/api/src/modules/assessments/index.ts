// The assessments module's public surface: its HTTP routes, registered by app.ts through modules/registry.ts.
export { assessmentRoutes as routes } from './routes';
