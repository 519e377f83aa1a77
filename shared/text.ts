/** 'book club' → 'Book club': how categories and interest groups are shown. */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
