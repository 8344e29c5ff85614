module.exports = {
  displayName: 'util-format',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
