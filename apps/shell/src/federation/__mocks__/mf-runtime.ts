/** Jest stand-in for the federation runtime; tests set what `loadRemote` answers. */
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn();
