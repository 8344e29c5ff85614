module.exports = {
  displayName: 'util-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
