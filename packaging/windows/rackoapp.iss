; Inno Setup script: a per-user install (no admin rights), Start-menu entry, uninstaller.
; packaging/build.py passes AppVersion, NumericVersion, SourceDir (the one-folder bundle), OutputDir and
; IconFile.
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; The version resource takes numbers only ("1.0.0rc1" stopped ISCC): packaging/windows_version.py.
#ifndef NumericVersion
  #define NumericVersion "0.0.0.0"
#endif

[Setup]
AppId={{6E0C5B1A-3F0D-4C4B-9C55-5A7D2C1E8B21}
AppName=RackoApp
AppVersion={#AppVersion}
AppPublisher=RackoApp developers
DefaultDirName={localappdata}\Programs\RackoApp
DefaultGroupName=RackoApp
DisableProgramGroupPage=yes
; Per user only: the dialog that offered an install for all users put the app in the user's
; own folders, so an administrator's password installed it into the administrator's profile
; (portability review). Inno's auto constants ({autopf}, ...) would serve both modes, but the
; silent per-user install failed with them under Wine (exit 1), so CI could not check them.
PrivilegesRequired=lowest
OutputDir={#OutputDir}
OutputBaseFilename=RackoApp-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\rackoapp.exe
UninstallDisplayName=RackoApp
; The app holds this mutex while it runs (rackoapp/ui/app.py, RUNNING_MUTEX): setup and uninstall
; ask the player to close it first. Run beside the open app, a setup stopped half-way, the old
; bundle removed, and left an app that could not start (Windows installer review).
AppMutex=RackoApp-6E0C5B1A-running
VersionInfoVersion={#NumericVersion}
; Dutch where Windows speaks it, as the app does; else English, unasked.
ShowLanguageDialog=no
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The bundle is 64-bit: on 32-bit Windows the setup said nothing and installed an app that
; cannot start (packaging review).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

; An upgrade in place leaves no file of the older bundle beside the new one (an old Qt plugin
; or DLL would be loaded with the new Qt); the player's data lives elsewhere (AppData).
[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{userprograms}\RackoApp"; Filename: "{app}\rackoapp.exe"
Name: "{userdesktop}\RackoApp"; Filename: "{app}\rackoapp.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\rackoapp.exe"; Description: "{cm:LaunchProgram,RackoApp}"; Flags: nowait postinstall skipifsilent
