/**
 * The two trust badges of the footer (spec §2): ISO/IEC 27001 certification and the registration as an
 * electronic system operator (PSE) with the Indonesian government. Drawn here as SVG so the footer needs no
 * network request; each is one image to assistive technology.
 */
import styled from 'styled-components';

const Svg = styled.svg`
  display: block;
  height: 56px;
  width: auto;
`;

export function IsoBadge() {
  return (
    <Svg viewBox="0 0 120 56" role="img" aria-label="Bersertifikat ISO/IEC 27001 — Sistem Manajemen Keamanan Informasi">
      <rect x="1" y="1" width="118" height="54" rx="8" fill="#FFFFFF" stroke="#1558B0" strokeWidth="2" />
      <circle cx="28" cy="28" r="19" fill="#1558B0" />
      <circle cx="28" cy="28" r="14.5" fill="none" stroke="#FFFFFF" strokeWidth="1.5" />
      <text
        x="28"
        y="32.5"
        textAnchor="middle"
        fontFamily="Montserrat, Arial, sans-serif"
        fontSize="12"
        fontWeight="800"
        fill="#FFFFFF"
      >
        ISO
      </text>
      <text x="52" y="25" fontFamily="Montserrat, Arial, sans-serif" fontSize="15" fontWeight="800" fill="#0B1F3A">
        27001
      </text>
      <text x="52" y="39" fontFamily="Roboto, Arial, sans-serif" fontSize="8.5" fontWeight="600" fill="#334155">
        CERTIFIED ISMS
      </text>
    </Svg>
  );
}

export function PseBadge() {
  return (
    <Svg
      viewBox="0 0 120 56"
      role="img"
      aria-label="Terdaftar sebagai Penyelenggara Sistem Elektronik (PSE) di Kementerian Komunikasi dan Digital"
    >
      <rect x="1" y="1" width="118" height="54" rx="8" fill="#FFFFFF" stroke="#15803D" strokeWidth="2" />
      <path d="M28 8 12 14v11c0 10 6.8 17.6 16 20 9.2-2.4 16-10 16-20V14L28 8z" fill="#15803D" />
      <path
        d="m20.5 27 5 5 10-10.5"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="52" y="25" fontFamily="Montserrat, Arial, sans-serif" fontSize="15" fontWeight="800" fill="#0B1F3A">
        PSE
      </text>
      <text x="52" y="39" fontFamily="Roboto, Arial, sans-serif" fontSize="8.5" fontWeight="600" fill="#334155">
        TERDAFTAR
      </text>
    </Svg>
  );
}
