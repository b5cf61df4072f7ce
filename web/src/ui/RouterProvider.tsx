// Lets every react-aria link and button with `href` navigate through the app's router
// (react-aria's RouterProvider; the app passes react-router's navigate and useHref).
export { RouterProvider } from 'react-aria-components';
