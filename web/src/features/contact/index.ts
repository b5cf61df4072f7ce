// What other features use of the public forms.
export { ContactForm } from './ContactForm.tsx';
