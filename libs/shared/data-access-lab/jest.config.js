module.exports = {
  displayName: 'data-access-lab',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
