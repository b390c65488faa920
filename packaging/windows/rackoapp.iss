; Inno Setup script: a per-user install (no admin rights), Start-menu entry, uninstaller.
; The auto constants follow the install mode: per user, {autopf} is %LOCALAPPDATA%\Programs;
; for all users (an administrator chose so in the dialog) Program Files, the common Start menu
; and desktop. The user's own folders there put the app in the administrator's profile.
; packaging/build.py passes AppVersion, SourceDir (the one-folder bundle), OutputDir and IconFile.
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6E0C5B1A-3F0D-4C4B-9C55-5A7D2C1E8B21}
AppName=RackoApp
AppVersion={#AppVersion}
AppPublisher=RackoApp developers
DefaultDirName={autopf}\RackoApp
DefaultGroupName=RackoApp
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename=RackoApp-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\rackoapp.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesInstallIn64BitMode=x64compatible

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\RackoApp"; Filename: "{app}\rackoapp.exe"
Name: "{autodesktop}\RackoApp"; Filename: "{app}\rackoapp.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rackoapp.exe"; Description: "{cm:LaunchProgram,RackoApp}"; Flags: nowait postinstall skipifsilent
