/**
 * Leaving the platform for the meeting room. One object, so a test can spy on `open` instead of navigating jsdom.
 * Only a web address is followed: the link is the instructor's, and `javascript:` or the like must never run here.
 */
export const meetingNavigation = {
  open(meetingUrl: string): void {
    window.location.assign(meetingUrl);
  },
};

export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
