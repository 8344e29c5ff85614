// What other modules use of certificates: issuing a course's certificate inside the completing transaction.
export { issueCourseCertificate } from './issue';
