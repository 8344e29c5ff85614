module.exports = {
  displayName: 'corporate',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
};
