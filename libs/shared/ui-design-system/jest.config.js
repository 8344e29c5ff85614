module.exports = {
  displayName: 'ui-design-system',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['../../../tools/jest/setup-dom.ts'],
};
