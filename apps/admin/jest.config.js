module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
};
