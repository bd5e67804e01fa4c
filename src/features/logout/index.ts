export { logout, startLogoutListeners } from './model/logout';
