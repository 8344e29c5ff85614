// The demo member's profile fields (decision 0023): what the old platform (CDA) kept about them — shown read-only at
// `/member/profil-old-cda` — and the contact fields and public-page choices of `/member/profil`.
/** The demo member's avatar: a read-only `demo/` file (storage/demo-files.ts) behind a fixed URL. */
export const DEMO_AVATAR = {
  storageKey: 'demo/avatars/member-demo.png',
  file: 'de000000000000000000000000000001.png',
  url: '/api/avatars/de000000000000000000000000000001.png',
};

export const DEMO_MEMBER_PROFILE = {
  avatarKey: DEMO_AVATAR.storageKey,
  avatarUrl: DEMO_AVATAR.url,
  phone: '0812 3456 7890',
  city: 'Bandung',
  institution: 'PT Nusantara Aman',
  showLocation: true,
  showFinishedCourses: true,
  showCertificates: true,
  legacyProfile: {
    importedAt: '2024-06-30T17:00:00.000Z',
    occupation: 'Staf IT Support',
    company: 'PT Nusantara Aman',
    education: 'S1',
    major: 'Teknik Informatika',
    birthDate: '1998-04-12',
    gender: 'Perempuan',
    address: 'Jl. Merdeka No. 10, Bandung',
    linkedin: 'https://www.linkedin.com/in/member-demo',
    github: 'https://github.com/member-demo',
    website: null,
  },
};
