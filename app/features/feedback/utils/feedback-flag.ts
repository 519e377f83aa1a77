// The spec's client flag (§3): once set, the header's feedback modal thanks instead of asking again.
const KEY = 'hasFeedbackSubmitted';

export const hasSubmittedFeedback = () => localStorage.getItem(KEY) === 'true';
export const markFeedbackSubmitted = () => localStorage.setItem(KEY, 'true');
