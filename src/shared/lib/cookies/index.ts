export { deleteCookie, readCookie, writeCookie } from './cookies';
