/** A failure the user can act on: printed as one plain sentence, no stack trace. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}
