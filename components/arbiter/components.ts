/** The components an arbiter lesson may use in its MDX (content/arbiter.test.ts checks that no other is used). */
export const ARBITER_LESSON_COMPONENTS = ['Reg', 'Move', 'Term'] as const;
