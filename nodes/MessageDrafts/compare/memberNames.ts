export function capitalized(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

// "HTML" and "AMP HTML" keep their capitals.
export function inSentence(name: string): string {
	return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

export function theMember(language: string, displayName: string): string {
	return language === 'default'
		? `the ${inSentence(displayName)}`
		: `the ${language} ${inSentence(displayName)}`;
}
