; Inno Setup 6 script: TutorApp for Windows 10/11 (x64), installed per user (no admin rights).
;
; NOT BUILT OR TESTED HERE (the build machines run Linux). On a Windows x64 machine with
; Python 3.11, Visual Studio Build Tools (C++) and Inno Setup 6:
;   1. py -3.11 packaging\build.py --no-archive   (build venv, portable llama.cpp, PyInstaller;
;      the SSE4.2 fallback and the Linux smoke test are skipped on Windows)
;   2. dist\tutorapp\tutorapp.exe --self-test      (check the exit code: 0 means all held)
;   3. iscc packaging\windows\tutorapp.iss          (makes dist\tutorapp-windows-x64-setup.exe)
; See packaging/README.md.

#define AppName "TutorApp"
#define AppVersion "0.1.0"

[Setup]
AppId={{6E0B7D3A-93C4-4F55-8C0E-5D2B1A7C9F41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=TutorApp
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install into %LOCALAPPDATA%\Programs: school laptops rarely grant admin rights.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=tutorapp-windows-x64-setup
; The 1.1 GB model hardly compresses; slices keep each file under Inno Setup's size limits.
Compression=lzma2/fast
SolidCompression=no
DiskSpanning=yes
DiskSliceSize=max
UninstallDisplayIcon={app}\tutorapp.exe
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Files]
; The whole PyInstaller folder: tutorapp.exe and _internal\ (models, resources, libraries).
Source: "..\..\dist\tutorapp\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\tutorapp.exe"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\tutorapp.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\tutorapp.exe"; Description: "Start {#AppName}"; Flags: nowait postinstall skipifsilent

; The library and history live in %LOCALAPPDATA%\TutorApp (outside {app}); uninstalling
; keeps them, so re-installing does not lose the teacher's books.
