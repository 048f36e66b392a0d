/** Input no calculation can answer (a score above the games played, a rating outside the list): one clear line. */
export class RatingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RatingsError';
  }
}
