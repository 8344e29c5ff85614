module.exports = {
  displayName: 'lab',
  preset: '../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
};
