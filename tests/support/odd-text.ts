/** Text people paste into forms by accident or on purpose, named for the tests that use it. */
export const oddText = {
  tenThousand: 'a'.repeat(10_000),
  arabic: 'فاطمة الزهراء',
  hebrew: 'ביטוח כהן',
  rightToLeftOverride: 'Ana \u202eSouza',
  emojiZwj: '👩‍💻👨‍👩‍👧',
  nul: 'Ana\u0000Souza',
  controls: 'Ana\u0007\u001bSouza',
  whitespaceOnly: ' \t\u00a0 ',
} as const;
