/** A problem an operator must fix before the API can start or migrate; its message is printed as is. */
export class StartupError extends Error {
  override readonly name: string = 'StartupError';
}

/** An environment variable or a file it names is invalid. */
export class ConfigError extends StartupError {
  override readonly name = 'ConfigError';
}
