// What other modules use of certificates: issuing a course's certificate inside the completing transaction.
export { issueAttendanceCertificate, issueCourseCertificate } from './issue';
// The module's HTTP routes, registered by app.ts through modules/registry.ts.
export { certificateRoutes as routes } from './routes';
