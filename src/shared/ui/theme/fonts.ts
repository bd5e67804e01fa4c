/** Inter, bundled (no CDN): see fonts.css. */
import './fonts.css';
